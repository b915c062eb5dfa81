/**
 * The package's public surface: every schema, endpoint definition and rule of the contracts, under
 * one import. The sources are laid out one folder per area, named like the API modules and the web
 * features (`<area>/schemas.ts` and `<area>/endpoints.ts`); `shared/` holds what every area builds on
 * (the envelope, the endpoint type, errors, common headers, localized text, feature keys, form field
 * rules). The list of every endpoint (`endpoints.ts`) stays here at the root, beside this file: it
 * gathers all the areas, and `shared/` never imports an area.
 */
export * from './accounts/endpoints.ts';
export * from './accounts/reports.ts';
export * from './accounts/schemas.ts';
export * from './appointments/endpoints.ts';
export * from './appointments/schemas.ts';
export * from './attachments/endpoints.ts';
export * from './attachments/schemas.ts';
export * from './beneficiaries/endpoints.ts';
export * from './beneficiaries/schemas.ts';
export * from './bulk-transfers/endpoints.ts';
export * from './bulk-transfers/schemas.ts';
export * from './captcha/endpoints.ts';
export * from './captcha/schemas.ts';
export * from './cards/endpoints.ts';
export * from './cards/errors.ts';
export * from './cards/requests.ts';
export * from './cards/schemas.ts';
export * from './catalogue/endpoints.ts';
export * from './catalogue/schemas.ts';
export * from './contact/endpoints.ts';
export * from './contact/schemas.ts';
export * from './contact/simulation-request.ts';
export * from './content/endpoints.ts';
export * from './content/schemas.ts';
export * from './currencies/endpoints.ts';
export * from './currencies/schemas.ts';
export * from './demo/endpoints.ts';
export * from './dev/endpoints.ts';
export * from './dev/schemas.ts';
export * from './dynamic-forms/endpoints.ts';
export * from './dynamic-forms/form-answers.ts';
export * from './dynamic-forms/schemas.ts';
export * from './endpoints.ts';
export * from './financing/endpoints.ts';
export * from './financing/errors.ts';
export * from './financing/requests.ts';
export * from './financing/schemas.ts';
export * from './health/endpoints.ts';
export * from './health/schemas.ts';
export * from './identity/auth.ts';
export * from './identity/challenges.ts';
export * from './identity/company.ts';
export * from './identity/device-endpoints.ts';
export * from './identity/devices.ts';
export * from './identity/endpoints.ts';
export * from './identity/fingerprint.ts';
export * from './identity/password.ts';
export * from './identity/signup.ts';
export * from './identity/webauthn.ts';
export * from './locator/endpoints.ts';
export * from './locator/schemas.ts';
export * from './onboarding/applications.ts';
export * from './onboarding/endpoints.ts';
export * from './onboarding/forms.ts';
export * from './processes/endpoints.ts';
export * from './processes/schemas.ts';
export * from './service-requests/endpoints.ts';
export * from './service-requests/schemas.ts';
export * from './shared/common.ts';
export * from './shared/endpoint.ts';
export * from './shared/envelope.ts';
export * from './shared/errors.ts';
export * from './shared/features.ts';
export * from './shared/forms.ts';
export * from './shared/localized.ts';
export * from './simulators/endpoints.ts';
export * from './simulators/schemas.ts';
export * from './standing-orders/endpoints.ts';
export * from './standing-orders/schemas.ts';
export * from './transfer-history/schemas.ts';
export * from './transfers/config.ts';
export * from './transfers/endpoints.ts';
export * from './transfers/requests.ts';
export * from './transfers/schemas.ts';
