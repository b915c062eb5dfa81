/**
 * Checks a signed PDF as a reader does: the signature's byte range covers the whole file but the
 * signature, the CMS signature's message digest is the SHA-256 of those bytes, and the signed
 * attributes verify with the signer's certificate. Answers the signer's common name when valid.
 */
import { createHash } from 'node:crypto';
import forge from 'node-forge';

/** forge's DER reader told to stop at the end of the value (the padding after it is not an error); its typings know only the boolean form. */
const readDer = (bytes: string): forge.asn1.Asn1 =>
  (forge.asn1.fromDer as unknown as (bytes: string, options: { parseAllBytes: boolean }) => forge.asn1.Asn1)(
    bytes,
    { parseAllBytes: false },
  );

export type SignatureCheck = { isValid: true; signer: string } | { isValid: false; reason: string };

export function verifyPdfSignature(pdf: Buffer): SignatureCheck {
  const text = pdf.toString('latin1');
  const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text);
  if (!range) {
    return { isValid: false, reason: 'no signature' };
  }
  const [start, firstLength, secondStart, secondLength] = range.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (start !== 0 || secondStart + secondLength !== pdf.length) {
    return { isValid: false, reason: 'the signature does not cover the whole file' };
  }
  // The signature is padded with zeros up to the placeholder's size: the DER's own length says where it ends.
  const contents = text.slice(start + firstLength + 1, secondStart - 1);
  const signed = Buffer.concat([
    pdf.subarray(start, start + firstLength),
    pdf.subarray(secondStart, secondStart + secondLength),
  ]);
  const message = forge.pkcs7.messageFromAsn1(
    readDer(forge.util.hexToBytes(contents)),
  ) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
  };
  const [certificate] = message.certificates;
  if (!certificate) {
    return { isValid: false, reason: 'no certificate' };
  }
  const attributes = message.rawCapture.authenticatedAttributes;
  const digestAttribute = attributes.find(
    (attribute) =>
      forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0]?.value as string) ===
      forge.pki.oids.messageDigest,
  );
  const digestSet = (digestAttribute?.value as forge.asn1.Asn1[] | undefined)?.[1]?.value as
    | forge.asn1.Asn1[]
    | undefined;
  const digest = digestSet?.[0]?.value as string | undefined;
  if (
    digest === undefined ||
    Buffer.from(digest, 'binary').compare(createHash('sha256').update(signed).digest()) !== 0
  ) {
    return { isValid: false, reason: 'the document changed after it was signed' };
  }
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const attributesDigest = forge.md.sha256.create().update(forge.asn1.toDer(set).getBytes());
  const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
  if (!publicKey.verify(attributesDigest.digest().bytes(), message.rawCapture.signature)) {
    return { isValid: false, reason: 'the signature does not verify' };
  }
  const signer = certificate.subject.getField('CN')?.value as string | undefined;
  return { isValid: true, signer: signer ?? '' };
}
