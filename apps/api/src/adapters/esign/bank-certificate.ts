/**
 * The bank's e-signature certificate: a key pair and a self-signed X.509 certificate in a PKCS#12
 * bundle, generated on first use and kept in the database like the other secrets, so every replica
 * signs with the same one and a restart keeps it.
 */
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { getMeta } from '../../db/app-meta.queries.ts';
import type { AppDb } from '../../db/client.ts';
import { appMeta } from '../../db/schema/index.ts';

const P12_KEY = 'esign.p12';
const YEARS_VALID = 10;

export type SigningCertificate = { p12: Buffer; certificatePem: string };

/** A new key pair and certificate, as the base64 PKCS#12 bundle kept in the database. */
export function generateP12(): string {
  // Node generates the key (forge's pure JavaScript generation takes seconds); forge builds the rest.
  const { privateKey: pem } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey;
  const keys = { privateKey, publicKey: forge.pki.setRsaPublicKey(privateKey.n, privateKey.e) };
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  certificate.validity.notBefore = new Date();
  certificate.validity.notAfter = new Date();
  certificate.validity.notAfter.setFullYear(certificate.validity.notBefore.getFullYear() + YEARS_VALID);
  const subject = [
    { name: 'commonName', value: 'Al Baraka Bank Tunisia e-signature' },
    { name: 'organizationName', value: 'Al Baraka Bank Tunisia' },
    { name: 'countryName', value: 'TN' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate], '', { algorithm: '3des' });
  return forge.util.encode64(forge.asn1.toDer(p12).getBytes());
}

export async function loadSigningCertificate(db: AppDb): Promise<SigningCertificate> {
  let stored = await getMeta(db, P12_KEY);
  if (stored === undefined) {
    await db.insert(appMeta).values({ key: P12_KEY, value: generateP12() }).onConflictDoNothing();
    stored = await getMeta(db, P12_KEY);
  }
  if (stored === undefined) {
    throw new Error('The e-signature certificate could not be stored');
  }
  return readP12(stored);
}

/** The bundle and its certificate from the base64 PKCS#12 text. */
export function readP12(stored: string): SigningCertificate {
  const der = forge.util.decode64(stored);
  const bundle = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), '');
  const certBag = forge.pki.oids.certBag ?? '';
  const [bag] = bundle.getBags({ bagType: certBag })[certBag] ?? [];
  if (!bag?.cert) {
    throw new Error('The e-signature bundle holds no certificate');
  }
  return { p12: Buffer.from(der, 'binary'), certificatePem: forge.pki.certificateToPem(bag.cert) };
}
