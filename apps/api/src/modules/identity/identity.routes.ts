/** The identity area's routes: sign-in and sessions, strong authentication, users, passwords, sign-up, permissions, devices and passkeys. */
import { defineModule } from '../module.ts';
import { challengesRoutes } from './challenges/challenges.routes.ts';
import { devicesRoutes } from './devices/devices.routes.ts';
import { fingerprintRoutes } from './fingerprint/fingerprint.routes.ts';
import { passwordRoutes } from './password/password.routes.ts';
import { companyRoutes } from './permissions/company.routes.ts';
import { signInRoutes } from './sign-in/sign-in.routes.ts';
import { signupRoutes } from './signup/signup.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

/** In the order they were registered when each was a module of its own (the OpenAPI document lists them so). */
const IDENTITY_ROUTES = [
  signInRoutes,
  challengesRoutes,
  usersRoutes,
  passwordRoutes,
  signupRoutes,
  companyRoutes,
  devicesRoutes,
  fingerprintRoutes,
];

export const identityModule = defineModule(
  'identity',
  async (app, { config, database, queue, clock, outbox }) => {
    // Registered inside this plugin, the parts take its /gateway prefix: they are given the dependencies only.
    for (const routes of IDENTITY_ROUTES) {
      await app.register(routes, { config, database, queue, clock, outbox });
    }
  },
);
