/**
 * What the shells do around every page: the hardware back button asks COMMON.CONFIRM_LEAVE_PAGE on
 * a page holding typed input, an app back from the background locks or pings the session, and the
 * status bar takes the universe's colour. In a browser only the theme colour follows.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { pingSession } from '../features/identity/api/session';
import { logout } from '../features/identity/session/logout-flow';
import { getSessionTiming } from '../features/identity/session/session-timing';
import { useNavigate } from '../lib/router';
import { hasTypedInput } from '../lib/service-worker';
import { isSignedIn, useSession } from '../lib/session-store';
import { UNIVERSE_COLORS } from '../lib/theme';
import { useTranslation } from '../lib/use-translation';
import { getPlatform } from '../platform';
import { watchAppLifecycle } from '../platform/app-lifecycle';
import { installBackNavigation } from '../platform/back-navigation';

const DARK_BAR = '#1A1B1E';

/** Mantine's dialogs, drawers and menus close on Escape: back does the same when one is open. */
function closeOpenOverlay(): boolean {
  const overlay = document.querySelector('[role="dialog"], [role="menu"]');
  if (!overlay) {
    return false;
  }
  const target = overlay.contains(document.activeElement) ? document.activeElement : overlay;
  target?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
  return true;
}

export function PlatformBridge() {
  const navigate = useNavigate();
  const { universe } = useSession();
  const [isAsking, setIsAsking] = useState(false);
  const answer = useRef<(isLeaving: boolean) => void>(() => undefined);

  useEffect(() => {
    const platform = getPlatform();
    const stopBack = installBackNavigation(platform, {
      closeOverlay: closeOpenOverlay,
      isFormPage: () => hasTypedInput(),
      confirmLeave: () =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setIsAsking(true);
        }),
      goBack: () => {
        void navigate(-1);
      },
    });
    const stopLifecycle = watchAppLifecycle(platform, {
      now: () => Date.now(),
      timing: getSessionTiming,
      isSignedIn: () => isSignedIn(),
      lock: () => {
        void logout('expired', (path) => {
          void navigate(path);
        });
      },
      ping: () => {
        pingSession().catch(() => undefined);
      },
    });
    return () => {
      stopBack();
      stopLifecycle();
    };
  }, [navigate]);

  useEffect(() => {
    const isDark = document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark';
    getPlatform()
      .setStatusBar({ isDark: true, color: isDark ? DARK_BAR : UNIVERSE_COLORS[universe].main })
      .catch(() => undefined);
  }, [universe]);

  const reply = (isLeaving: boolean) => {
    setIsAsking(false);
    answer.current(isLeaving);
  };
  return getPlatform().kind === 'native' ? <LeaveDialog isOpen={isAsking} onAnswer={reply} /> : null;
}

/** Spec §2 COMMON.CONFIRM_LEAVE_PAGE, asked by the hardware back button (its texts load in a shell only). */
function LeaveDialog({ isOpen, onAnswer }: { isOpen: boolean; onAnswer: (isLeaving: boolean) => void }) {
  const { t } = useTranslation(['mobile', 'errors']);
  return (
    <Modal
      opened={isOpen}
      onClose={() => onAnswer(false)}
      centered
      radius="lg"
      size="sm"
      title={t('mobile:leave.title')}
    >
      <Stack gap="md">
        <Text>{t('errors:COMMON.CONFIRM_LEAVE_PAGE')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onAnswer(false)} mih={44}>
            {t('mobile:leave.stay')}
          </Button>
          <Button color="red" onClick={() => onAnswer(true)} mih={44} data-testid="confirm-leave">
            {t('mobile:leave.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
