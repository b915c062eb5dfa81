/** Who the passkeys belong to (the WebAuthn relying party): the host and origin of PUBLIC_URL. */
export type RelyingPartyInfo = { rpID: string; rpName: string; origin: string };

export const getRelyingPartyInfo = (publicUrl: string): RelyingPartyInfo => {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, rpName: 'Al Baraka', origin: url.origin };
};
