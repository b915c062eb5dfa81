/**
 * The first-open tutorial (spec §1), then the push prompt: why notifications help, before the
 * system's own question, never on the first screen. Skipping the tutorial leads to the prompt too.
 */
import { Button, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { getPlatform } from '../../../platform';
import { markFirstOpenDone } from '../first-open';
import classes from './first-open.module.css';
import { TUTORIAL_STEPS } from './tutorial-steps';

type Stage = { kind: 'tutorial'; index: number } | { kind: 'push' };

export function FirstOpenFlow({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('mobile');
  const [stage, setStage] = useState<Stage>({ kind: 'tutorial', index: 0 });
  const [isAsking, setIsAsking] = useState(false);

  const finish = () => {
    markFirstOpenDone();
    onDone();
  };
  const endTutorial = () => {
    markFirstOpenDone();
    if (getPlatform().canAskPush()) {
      setStage({ kind: 'push' });
    } else {
      onDone();
    }
  };
  const allowPush = () => {
    setIsAsking(true);
    getPlatform()
      .requestPushPermission()
      .then((answer) => {
        if (answer !== 'unsupported') {
          notifications.show({
            color: answer === 'granted' ? 'teal' : 'orange',
            message: t(answer === 'granted' ? 'push.granted' : 'push.denied'),
          });
        }
      })
      .catch(() => undefined)
      .finally(finish);
  };

  return (
    <Modal.Root
      opened
      onClose={stage.kind === 'push' ? finish : endTutorial}
      fullScreen
      transitionProps={{ duration: 0 }}
    >
      <Modal.Content data-testid="first-open">
        <Modal.Body p={0}>
          {stage.kind === 'tutorial' ? (
            <TutorialScreen
              index={stage.index}
              onNext={() =>
                stage.index + 1 < TUTORIAL_STEPS.length
                  ? setStage({ kind: 'tutorial', index: stage.index + 1 })
                  : endTutorial()
              }
              onSkip={endTutorial}
            />
          ) : (
            <div className={classes.screen} data-testid="push-prompt">
              <div className={classes.top} />
              <div className={classes.middle}>
                <div className={classes.emblem} aria-hidden>
                  <IconBell size={56} stroke={1.6} />
                </div>
                <Modal.Title fz={24} fw={700} lh={1.3} tabIndex={-1} data-autofocus className={classes.title}>
                  {t('push.title')}
                </Modal.Title>
                <Text className={classes.body}>{t('push.body')}</Text>
                <Text className={classes.body} fz="sm" c="dimmed">
                  {t('push.settings')}
                </Text>
              </div>
              <Stack gap="xs">
                <Button size="lg" fullWidth onClick={allowPush} loading={isAsking} data-testid="push-allow">
                  {t('push.allow')}
                </Button>
                <Button size="lg" fullWidth variant="subtle" onClick={finish} disabled={isAsking}>
                  {t('push.later')}
                </Button>
              </Stack>
            </div>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function TutorialScreen({
  index,
  onNext,
  onSkip,
}: {
  index: number;
  onNext: () => void;
  onSkip: () => void;
}) {
  const { t } = useTranslation('mobile');
  const step = TUTORIAL_STEPS[index] ?? TUTORIAL_STEPS[0];
  if (!step) {
    return null;
  }
  const StepIcon = step.icon;
  const isLast = index === TUTORIAL_STEPS.length - 1;
  return (
    <div className={classes.screen} data-testid="tutorial" data-step={step.key}>
      <div className={classes.top}>
        {!isLast && (
          <UnstyledButton
            onClick={onSkip}
            aria-label={t('tutorial.skipLabel')}
            miw={44}
            mih={44}
            px="md"
            fw={600}
            c="var(--mantine-primary-color-filled)"
            data-testid="tutorial-skip"
          >
            {t('tutorial.skip')}
          </UnstyledButton>
        )}
      </div>
      <section className={classes.middle} aria-live="polite">
        <div className={classes.emblem} aria-hidden>
          <StepIcon size={56} stroke={1.6} />
        </div>
        <Modal.Title fz={24} fw={700} lh={1.3} tabIndex={-1} data-autofocus className={classes.title}>
          {t(`tutorial.steps.${step.key}.title`)}
        </Modal.Title>
        <Text className={classes.body}>{t(`tutorial.steps.${step.key}.body`)}</Text>
      </section>
      <Text ta="center" fz="sm" c="dimmed" mb={8}>
        {t('tutorial.progress', { current: index + 1, total: TUTORIAL_STEPS.length })}
      </Text>
      <div className={classes.dots} aria-hidden>
        {TUTORIAL_STEPS.map((item, position) => (
          <span key={item.key} className={classes.dot} data-active={position === index || undefined} />
        ))}
      </div>
      <Button size="lg" fullWidth onClick={onNext} data-testid="tutorial-next">
        {isLast ? t('tutorial.start') : t('tutorial.next')}
      </Button>
    </div>
  );
}
