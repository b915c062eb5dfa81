/** Shows HTML written by the bank (news, products, FAQ, legal texts) with readable typography. */
import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';

type RichTextProps = { html: string; className?: string };

export function RichText({ html, className }: RichTextProps) {
  return (
    <Typography className={className}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises every rich text before storing and again before serving it */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
