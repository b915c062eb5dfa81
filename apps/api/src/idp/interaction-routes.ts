/**
 * The provider's sign-in interaction, served by Fastify: the login form (GET), the password check
 * (POST .../login), the first-access password change (POST .../password, auth-pwd-001) and
 * "cancel" (POST .../abort). Results go back to the provider, which then redirects the browser to
 * the client with a code (or an error).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkCredentials } from '../modules/identity/password/credentials.service.ts';
import { changePassword } from '../modules/identity/password/password.service.ts';
import { findUserById } from '../modules/identity/users/users.queries.ts';
import { createInteractionPages, type InteractionPagesOptions } from './interaction-pages.ts';
import { isParamTrue } from './views/page-language.ts';

const paramsSchema = z.object({ uid: z.string().min(1).max(64) });
const loginFormSchema = z.object({
  username: z.string().trim().max(64).optional(),
  password: z.string().max(128).optional(),
  lang: z.string().max(8).optional(),
});
const passwordFormSchema = z.object({
  newPassword: z.string().max(256).default(''),
  confirmPassword: z.string().max(256).default(''),
  lang: z.string().max(8).optional(),
});
const langQuerySchema = z.object({ lang: z.string().max(8).optional() });

export const registerInteractionRoutes = (app: FastifyInstance, options: InteractionPagesOptions) => {
  const { provider, db, clock } = options;
  const pages = createInteractionPages(options);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const hidden = { hide: true, params: paramsSchema };

  /** The person signed in: hand the result to the provider and follow its redirect. */
  const finishLogin = async (
    request: Parameters<typeof pages.find>[0],
    reply: Parameters<typeof pages.find>[1],
    accountId: string,
  ) => {
    // remember: false keeps the provider's own cookie for this browser session only. The person
    // just typed their password on our page: that is the interaction a native client must get
    // before a code leaves through its app URL (first-party app, no consent screen of its own).
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId, remember: false }, consent: {} },
      { mergeWithLastSubmission: false },
    );
    return reply.header('cache-control', 'no-store').redirect(redirectTo, 303);
  };

  routes.get(
    `${pages.basePath}/:uid`,
    { schema: { ...hidden, querystring: langQuerySchema } },
    async (request, reply) => {
      const interaction = await pages.find(request, reply, request.params.uid);
      if (interaction?.prompt.name !== 'login') {
        return pages.sendExpired(request, reply, request.query.lang);
      }
      return pages.sendLogin(
        reply,
        interaction,
        pages.languageOf(request, interaction, request.query.lang),
        200,
      );
    },
  );

  routes.post(`${pages.basePath}/:uid/login`, { schema: hidden }, async (request, reply) => {
    const form = loginFormSchema.safeParse(request.body ?? {});
    const fields = form.success ? form.data : {};
    const interaction = await pages.find(request, reply, request.params.uid);
    if (interaction?.prompt.name !== 'login') {
      return pages.sendExpired(request, reply, fields.lang);
    }
    const language = pages.languageOf(request, interaction, fields.lang);
    const username = fields.username ?? '';
    if (!username || !fields.password) {
      return pages.sendLogin(reply, interaction, language, 400, { username, error: { kind: 'missing' } });
    }
    const check = await checkCredentials(db, clock, username, fields.password);
    if (check.status === 'locked') {
      return pages.sendLogin(reply, interaction, language, 423, {
        username,
        error: { kind: 'locked', minutes: check.minutesLeft },
      });
    }
    if (check.status !== 'valid') {
      return pages.sendLogin(reply, interaction, language, 401, { username, error: { kind: 'invalid' } });
    }
    if (check.record.user.mustChangePassword) {
      await pages.rememberPasswordChange(interaction, check.record.user.id);
      return pages.sendPassword(reply, interaction, language, 200);
    }
    return finishLogin(request, reply, check.record.user.id);
  });

  // The same page in another language (its language links), while the change is still expected.
  routes.get(
    `${pages.basePath}/:uid/password`,
    { schema: { ...hidden, querystring: langQuerySchema } },
    async (request, reply) => {
      const interaction = await pages.find(request, reply, request.params.uid);
      if (!interaction || !pages.readPasswordChange(interaction)) {
        return pages.sendExpired(request, reply, request.query.lang);
      }
      return pages.sendPassword(
        reply,
        interaction,
        pages.languageOf(request, interaction, request.query.lang),
        200,
      );
    },
  );

  routes.post(`${pages.basePath}/:uid/password`, { schema: hidden }, async (request, reply) => {
    const form = passwordFormSchema.safeParse(request.body ?? {});
    const fields = form.success ? form.data : { newPassword: '', confirmPassword: '' };
    const interaction = await pages.find(request, reply, request.params.uid);
    const accountId = interaction ? pages.readPasswordChange(interaction) : null;
    const record = accountId ? await findUserById(db, accountId) : undefined;
    if (!interaction || !record) {
      return pages.sendExpired(request, reply, fields.lang);
    }
    const language = pages.languageOf(request, interaction, fields.lang);
    const change = await changePassword(db, clock, record.user, fields);
    if (change.status !== 'changed') {
      return pages.sendPassword(reply, interaction, language, 400, change);
    }
    return finishLogin(request, reply, record.user.id);
  });

  // Spec §7 `fip`: the redirect URI was checked by the provider when the interaction began.
  routes.post(`${pages.basePath}/:uid/fip`, { schema: hidden }, async (request, reply) => {
    const interaction = await pages.find(request, reply, request.params.uid);
    const target =
      interaction && isParamTrue(interaction.params.fip) ? pages.fingerprintReturn(interaction) : null;
    if (!target) {
      return pages.sendExpired(request, reply);
    }
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  });

  routes.post(`${pages.basePath}/:uid/abort`, { schema: hidden }, async (request, reply) => {
    const interaction = await pages.find(request, reply, request.params.uid);
    if (!interaction) {
      return pages.sendExpired(request, reply);
    }
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
    return reply.header('cache-control', 'no-store').redirect(redirectTo, 303);
  });
};
