import { describe, expect, it } from 'vitest';
import { installBackNavigation } from './back-navigation';
import { createFakeDevice } from './fake-runtime';
import { createNativePlatform } from './native';

async function setUp({
  isFormPage,
  answer,
  overlays = 0,
}: {
  isFormPage: boolean;
  answer: boolean;
  overlays?: number;
}) {
  const device = createFakeDevice();
  const platform = await createNativePlatform(device.runtime, { gatewayOrigin: '' });
  const seen = { questions: 0, backs: 0 };
  let openOverlays = overlays;
  let reply: (isLeaving: boolean) => void = () => undefined;
  const stop = installBackNavigation(platform, {
    closeOverlay: () => {
      if (openOverlays === 0) {
        return false;
      }
      openOverlays -= 1;
      return true;
    },
    isFormPage: () => isFormPage,
    confirmLeave: () => {
      seen.questions += 1;
      return new Promise((resolve) => {
        reply = resolve;
      });
    },
    goBack: () => {
      seen.backs += 1;
    },
  });
  const answerQuestion = async () => {
    reply(answer);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { device, seen, stop, answerQuestion };
}

describe('hardware back button (spec §2)', () => {
  it('closes an open dialog first, and only then asks about the form', async () => {
    const { device, seen } = await setUp({ isFormPage: true, answer: false, overlays: 1 });
    device.pressBack(true);
    expect(seen).toEqual({ questions: 0, backs: 0 });
    device.pressBack(true);
    expect(seen.questions).toBe(1);
  });

  it('asks COMMON.CONFIRM_LEAVE_PAGE before leaving a form, and stays when the person says no', async () => {
    const { device, seen, answerQuestion } = await setUp({ isFormPage: true, answer: false });
    device.pressBack(true);
    device.pressBack(true); // a second press while asking is not a second question
    expect(seen.questions).toBe(1);
    await answerQuestion();
    expect(seen.backs).toBe(0);
    expect(device.exits).toBe(0);
  });

  it('goes back once the person agrees to leave the form', async () => {
    const { device, seen, answerQuestion } = await setUp({ isFormPage: true, answer: true });
    device.pressBack(true);
    await answerQuestion();
    expect(seen.backs).toBe(1);
  });

  it('goes back without asking on a page without a form, and leaves the app from its first page', async () => {
    const { device, seen, stop } = await setUp({ isFormPage: false, answer: true });
    device.pressBack(true);
    expect(seen).toEqual({ questions: 0, backs: 1 });
    device.pressBack(false);
    expect(device.exits).toBe(1);
    stop();
    device.pressBack(true);
    expect(seen.backs).toBe(1);
  });
});
