/** A card with an illustration, a title and a short text, whose whole surface is one link. */
import '@mantine/core/styles/Card.css';
import { Badge, Card, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '../../lib/router';
import { Illustration } from './illustration';
import classes from './media-card.module.css';

type MediaCardProps = {
  to: string;
  image: string;
  title: string;
  text?: string;
  eyebrow?: string;
  badge?: string;
  linkLabel: string;
  headingLevel?: 2 | 3 | 4;
};

export function MediaCard({
  to,
  image,
  title,
  text,
  eyebrow,
  badge,
  linkLabel,
  headingLevel = 3,
}: MediaCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card} component="article">
      <Card.Section>
        <Illustration image={image} height={140} radius={0} />
      </Card.Section>
      {(eyebrow || badge) && (
        <Text fz="xs" c="dimmed" mt="md" className={classes.eyebrow}>
          {eyebrow}
          {badge && (
            <Badge size="sm" variant="light" ms={eyebrow ? 'xs' : 0}>
              {badge}
            </Badge>
          )}
        </Text>
      )}
      <Title order={headingLevel} fz="md" mt={eyebrow || badge ? 6 : 'md'} lh={1.35}>
        <Link to={to} className={classes.link}>
          {title}
        </Link>
      </Title>
      {text && (
        <Text fz="sm" c="dimmed" mt={6} lineClamp={3}>
          {text}
        </Text>
      )}
      <Text fz="sm" fw={600} c="primary" mt="auto" pt="md" className={classes.more} aria-hidden>
        {linkLabel}
        <IconArrowRight size={16} className="mirror-in-rtl" />
      </Text>
    </Card>
  );
}
