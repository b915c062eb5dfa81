/** What the interaction routes share: finding this browser's interaction, and rendering its pages. */
import type { Language } from '@baraka/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { AppDb } from '../db/client.ts';
import type { PasswordChange } from '../modules/identity/password/password.service.ts';
import { type IdpProvider, INTERACTION_PATH } from './idp-provider.ts';
import { type LoginError, renderLoginPage } from './views/login-page.ts';
import { renderErrorPage } from './views/message-page.ts';
import { isParamTrue, pickLanguage } from './views/page-language.ts';
import { type PasswordPageError, renderPasswordPage } from './views/password-page.ts';

export type InteractionPagesOptions = { provider: IdpProvider; db: AppDb; clock: Clock; publicUrl: string };

type Interaction = Awaited<ReturnType<IdpProvider['interactionDetails']>>;

/** Where the provider's interaction keeps "password checked, new one still to choose". */
const PASSWORD_CHANGE_KEY = 'passwordChange';

const NO_STORE = 'no-store';

const sendHtml = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', NO_STORE).type('text/html; charset=utf-8').send(body);

const paramOf = (interaction: Interaction, name: string): string | undefined => {
  const value = interaction.params[name];
  return typeof value === 'string' ? value : undefined;
};

const toPasswordError = (change: Exclude<PasswordChange, { status: 'changed' }>): PasswordPageError =>
  change.status === 'rules'
    ? { kind: 'rules', rules: change.rules }
    : { kind: change.status === 'same' ? 'same' : 'mismatch' };

export const createInteractionPages = ({ provider, publicUrl }: InteractionPagesOptions) => {
  const languageOf = (request: FastifyRequest, interaction: Interaction | null, chosen?: string): Language =>
    pickLanguage([
      chosen,
      interaction ? paramOf(interaction, 'locale') : undefined,
      interaction ? paramOf(interaction, 'ui_locales') : undefined,
      request.headers['accept-language'],
    ]);
  const isDark = (interaction: Interaction) => isParamTrue(paramOf(interaction, 'darkMode'));
  const pathOf = (interaction: Interaction) => `${INTERACTION_PATH}/${interaction.uid}`;

  return {
    basePath: INTERACTION_PATH,
    languageOf,

    /** This browser's interaction for `uid`, or null when its cookie is gone or belongs to another. */
    find: async (request: FastifyRequest, reply: FastifyReply, uid: string): Promise<Interaction | null> => {
      try {
        const interaction = await provider.interactionDetails(request.raw, reply.raw);
        return interaction.uid === uid ? interaction : null;
      } catch {
        return null;
      }
    },

    sendExpired: (request: FastifyRequest, reply: FastifyReply, chosen?: string) =>
      sendHtml(
        reply,
        400,
        renderErrorPage({
          language: languageOf(request, null, chosen),
          isDark: false,
          backHref: `${publicUrl}/#/auth/login`,
          code: 'interaction_expired',
        }),
      ),

    sendLogin: (
      reply: FastifyReply,
      interaction: Interaction,
      language: Language,
      status: number,
      extra: { username?: string; error?: LoginError } = {},
    ) =>
      sendHtml(
        reply,
        status,
        renderLoginPage({
          language,
          isDark: isDark(interaction),
          action: `${pathOf(interaction)}/login`,
          abortAction: `${pathOf(interaction)}/abort`,
          forgotPasswordHref: `${publicUrl}/#/auth/forgot-password`,
          ...(isParamTrue(paramOf(interaction, 'fip'))
            ? { fingerprintAction: `${pathOf(interaction)}/fip` }
            : {}),
          languageHref: (target) => `${pathOf(interaction)}?lang=${target}`,
          ...extra,
        }),
      ),

    sendPassword: (
      reply: FastifyReply,
      interaction: Interaction,
      language: Language,
      status: number,
      change?: Exclude<PasswordChange, { status: 'changed' }>,
    ) =>
      sendHtml(
        reply,
        status,
        renderPasswordPage({
          language,
          isDark: isDark(interaction),
          action: `${pathOf(interaction)}/password`,
          languageHref: (target) => `${pathOf(interaction)}/password?lang=${target}`,
          ...(change ? { error: toPasswordError(change) } : {}),
        }),
      ),

    /** Where the client is sent back for its own fingerprint sign-in (spec §4 `loginWithFip`). */
    fingerprintReturn: (interaction: Interaction): string | null => {
      const redirectUri = paramOf(interaction, 'redirect_uri');
      if (!redirectUri) {
        return null;
      }
      const url = new URL(redirectUri);
      url.searchParams.set('redirectPath', 'loginWithFip');
      const state = paramOf(interaction, 'state');
      if (state) {
        url.searchParams.set('state', state);
      }
      return url.href;
    },

    /** The password was right: only this interaction may now set the new one, until it expires. */
    rememberPasswordChange: async (interaction: Interaction, accountId: string) => {
      interaction.lastSubmission = { [PASSWORD_CHANGE_KEY]: { accountId } };
      const ttl = Math.max(1, (interaction.exp ?? 0) - Math.floor(Date.now() / 1000));
      await interaction.save(ttl);
    },

    readPasswordChange: (interaction: Interaction): string | null => {
      const stored = (interaction.lastSubmission as Record<string, unknown> | undefined)?.[
        PASSWORD_CHANGE_KEY
      ];
      const accountId = (stored as { accountId?: unknown } | undefined)?.accountId;
      return typeof accountId === 'string' ? accountId : null;
    },
  };
};
