/** The notification calls of spec §7 (notificationsEndpoints): the centre, the preferences, the live stream. */
import { notificationsEndpoints as endpoints } from '@baraka/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors/index.ts';
import { languageOf } from '../../plugins/language.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../plugins/session/auth-context.ts';
import { defineModule } from '../module.ts';
import { removeNativeTokens, saveNativeToken } from './native-push-tokens.ts';
import {
  type CentreCaller,
  getNotification,
  getNotificationPage,
  listRecentNotifications,
  listTopics,
  readAllNotifications,
  removeNotification,
  updateNotificationStatus,
} from './notification-centre.service.ts';
import { type OpenStreams, streamNotifications } from './notification-stream.ts';
import { getPreferences, savePreferences, setPushForAll, toggleCategory } from './preferences.service.ts';
import { removeSubscriptions, saveSubscription } from './push-delivery.service.ts';
import { loadVapidKeys } from './push-keys.ts';

export const notificationsModule = defineModule('notifications', async (app, deps) => {
  const db = deps.database.db;
  const now = () => deps.clock.now();
  const callerOf = (request: FastifyRequest): CentreCaller => ({
    db,
    auth: requireAuth(request),
    language: languageOf(request),
  });
  const userOf = (request: FastifyRequest) => requireAuth(request).userId;

  serve(app, endpoints.list, async (request) => listRecentNotifications(callerOf(request)));
  serve(app, endpoints.page, async (request) => getNotificationPage(callerOf(request), request.query));
  serve(app, endpoints.history, async (request) => getNotificationPage(callerOf(request), request.query));
  serve(app, endpoints.detail, async (request) => getNotification(callerOf(request), request.params.id));
  serve(app, endpoints.updateStatus, async (request) =>
    updateNotificationStatus(callerOf(request), request.body.id, request.body.status, now()),
  );
  serve(app, endpoints.updateStatusNamed, async (request) =>
    updateNotificationStatus(callerOf(request), request.params.id, request.body.status, now()),
  );
  serve(app, endpoints.markAllRead, async (request) => readAllNotifications(callerOf(request), now()));
  serve(app, endpoints.remove, async (request) => removeNotification(callerOf(request), request.query.id));
  serve(app, endpoints.removeNamed, async (request) =>
    removeNotification(callerOf(request), request.params.id),
  );
  serve(app, endpoints.topics, async (request) => listTopics(callerOf(request)));

  serve(app, endpoints.categories, async (request) => getPreferences(db, userOf(request)));
  serve(app, endpoints.preferences, async (request) => getPreferences(db, userOf(request)));
  serve(app, endpoints.toggleCategory, async (request) =>
    toggleCategory(db, userOf(request), request.body.category),
  );
  serve(app, endpoints.savePreferences, async (request) =>
    savePreferences(db, userOf(request), request.body),
  );
  serve(app, endpoints.subscribe, async (request) => setPushForAll(db, userOf(request), true));
  serve(app, endpoints.unsubscribe, async (request) => setPushForAll(db, userOf(request), false));

  serve(app, endpoints.pushKey, async () => ({ publicKey: (await loadVapidKeys(db)).publicKey }));
  serve(app, endpoints.saveToken, async (request) => {
    const { body } = request;
    if ('endpoint' in body) {
      return saveSubscription(db, userOf(request), body, now());
    }
    const auth = requireAuth(request);
    const deviceId = request.context.device?.deviceId ?? auth.record.session.deviceId ?? null;
    return saveNativeToken(db, auth.userId, deviceId, body, now());
  });
  serve(app, endpoints.removeTokens, async (request) => {
    await removeNativeTokens(db, userOf(request));
    return removeSubscriptions(db, userOf(request));
  });

  const openStreams: OpenStreams = new Set();
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) {
      end();
    }
  });
  serve(app, endpoints.stream, async (request, reply) => {
    // Only an event-stream reader gets the endless answer; any other caller a plain refusal.
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
      throw new AppError('INVALID_HEADER', { message: 'Send Accept: text/event-stream' });
    }
    return streamNotifications(callerOf(request), reply, openStreams);
  });
});
