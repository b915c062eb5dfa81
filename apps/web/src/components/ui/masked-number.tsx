/** A masked account number ("•••• 8901"): kept on one line and left to right in every language. */
export function MaskedNumber({ value }: { value: string }) {
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {value}
    </bdi>
  );
}
