/**
 * The provider's sign-in interaction, served by Fastify: the login form (GET), the password check
 * (POST .../login) and "cancel" (POST .../abort). Results go back to the provider, which then
 * redirects the browser to the client with a code (or an error).
 */
import type { Language } from '@baraka/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDb } from '../db/client.ts';
import { checkCredentials } from '../modules/identity/credentials.service.ts';
import { type IdpProvider, INTERACTION_PATH } from './idp-provider.ts';
import { type LoginError, renderLoginPage } from './views/login-page.ts';
import { renderErrorPage } from './views/message-page.ts';
import { isDarkRequested, pickLanguage } from './views/page-language.ts';

export type InteractionRoutesOptions = { provider: IdpProvider; db: AppDb; publicUrl: string };

const paramsSchema = z.object({ uid: z.string().min(1).max(64) });
const loginFormSchema = z.object({
  username: z.string().trim().max(64).optional(),
  password: z.string().max(128).optional(),
  lang: z.string().max(8).optional(),
});
const langQuerySchema = z.object({ lang: z.string().max(8).optional() });

type Interaction = Awaited<ReturnType<IdpProvider['interactionDetails']>>;

const NO_STORE = 'no-store';

const sendHtml = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', NO_STORE).type('text/html; charset=utf-8').send(body);

const paramOf = (interaction: Interaction, name: string): string | undefined => {
  const value = interaction.params[name];
  return typeof value === 'string' ? value : undefined;
};

const languageOf = (request: FastifyRequest, interaction: Interaction | null, chosen?: string): Language =>
  pickLanguage([
    chosen,
    interaction ? paramOf(interaction, 'locale') : undefined,
    interaction ? paramOf(interaction, 'ui_locales') : undefined,
    request.headers['accept-language'],
  ]);

export const registerInteractionRoutes = (app: FastifyInstance, options: InteractionRoutesOptions) => {
  const { provider, db, publicUrl } = options;

  /** The interaction of this browser for `uid`, or null when its cookie is gone or belongs to another. */
  const findInteraction = async (request: FastifyRequest, reply: FastifyReply, uid: string) => {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === uid ? interaction : null;
    } catch {
      return null;
    }
  };

  const sendExpired = (request: FastifyRequest, reply: FastifyReply, chosen?: string) =>
    sendHtml(
      reply,
      400,
      renderErrorPage({
        language: languageOf(request, null, chosen),
        isDark: false,
        backHref: `${publicUrl}/#/auth/login`,
        code: 'interaction_expired',
      }),
    );

  const sendLoginPage = (
    reply: FastifyReply,
    interaction: Interaction,
    language: Language,
    status: number,
    extra: { username?: string; error?: LoginError } = {},
  ) => {
    const base = `${INTERACTION_PATH}/${interaction.uid}`;
    return sendHtml(
      reply,
      status,
      renderLoginPage({
        language,
        isDark: isDarkRequested(paramOf(interaction, 'darkMode')),
        action: `${base}/login`,
        abortAction: `${base}/abort`,
        forgotPasswordHref: `${publicUrl}/#/auth/forgot-password`,
        languageHref: (target) => `${base}?lang=${target}`,
        ...extra,
      }),
    );
  };

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${INTERACTION_PATH}/:uid`,
    { schema: { hide: true, params: paramsSchema, querystring: langQuerySchema } },
    async (request, reply) => {
      const { uid } = request.params;
      const { lang } = request.query;
      const interaction = await findInteraction(request, reply, uid);
      if (interaction?.prompt.name !== 'login') {
        return sendExpired(request, reply, lang);
      }
      return sendLoginPage(reply, interaction, languageOf(request, interaction, lang), 200);
    },
  );

  routes.post(
    `${INTERACTION_PATH}/:uid/login`,
    { schema: { hide: true, params: paramsSchema } },
    async (request, reply) => {
      const { uid } = request.params;
      const form = loginFormSchema.safeParse(request.body ?? {});
      const fields = form.success ? form.data : {};
      const interaction = await findInteraction(request, reply, uid);
      if (interaction?.prompt.name !== 'login') {
        return sendExpired(request, reply, fields.lang);
      }
      const language = languageOf(request, interaction, fields.lang);
      const username = fields.username ?? '';
      if (!username || !fields.password) {
        return sendLoginPage(reply, interaction, language, 400, { username, error: { kind: 'missing' } });
      }
      const check = await checkCredentials(db, username, fields.password);
      if (check.status !== 'valid') {
        return sendLoginPage(reply, interaction, language, 401, { username, error: { kind: 'invalid' } });
      }
      // remember: false keeps the provider's own cookie for this browser session only.
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: check.record.user.id, remember: false } },
        { mergeWithLastSubmission: false },
      );
      return reply.header('cache-control', NO_STORE).redirect(redirectTo, 303);
    },
  );

  routes.post(
    `${INTERACTION_PATH}/:uid/abort`,
    { schema: { hide: true, params: paramsSchema } },
    async (request, reply) => {
      const { uid } = request.params;
      const interaction = await findInteraction(request, reply, uid);
      if (!interaction) {
        return sendExpired(request, reply);
      }
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return reply.header('cache-control', NO_STORE).redirect(redirectTo, 303);
    },
  );
};
