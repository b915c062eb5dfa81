/**
 * A visitor form's captcha: the ALTCHA checkbox, which solves a proof-of-work challenge from our API
 * in a worker and hands the solved payload to the form. Changing `resetKey` asks for a new solution
 * (after the server refused or consumed one).
 */
import { captchaEndpoints } from '@baraka/contracts/captcha/endpoints';
import { Input } from '@mantine/core';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { useEffect, useRef } from 'react';
import { call } from '../../../lib/call';
import { useTranslation } from '../../../lib/use-translation';
import './altcha-setup';

type CaptchaFieldProps = {
  label: string;
  error?: string;
  resetKey?: number;
  onChange: (payload: string | undefined) => void;
};

/** The widget's own translations are registered under these names (altcha-setup imports them). */
const WIDGET_LANGUAGES: Record<string, string> = { fr: 'fr-fr', en: 'en', ar: 'ar' };

type StateChangeDetail = { state: string; payload?: string | null };

/** The widget fetches through here: our headers go along and the envelope is unwrapped for it. */
const fetchChallenge: typeof fetch = async () => {
  const challenge = await call(captchaEndpoints.challenge);
  return new Response(JSON.stringify(challenge), { headers: { 'Content-Type': 'application/json' } });
};

export function CaptchaField({ label, error, resetKey = 0, onChange }: CaptchaFieldProps) {
  const { i18n } = useTranslation();
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) {
      return;
    }
    // The element's methods exist only once its inner component has mounted ("load").
    const configure = () => {
      void widget.configure({ challenge: captchaEndpoints.challenge.path, fetch: fetchChallenge });
    };
    if (typeof widget.configure === 'function') {
      configure();
    } else {
      widget.addEventListener('load', configure, { once: true });
    }
    const handleStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : undefined);
    };
    widget.addEventListener('statechange', handleStateChange);
    return () => {
      widget.removeEventListener('load', configure);
      widget.removeEventListener('statechange', handleStateChange);
    };
  }, []);

  useEffect(() => {
    if (resetKey > 0) {
      const widget = widgetRef.current;
      if (typeof widget?.reset === 'function') {
        widget.reset();
      }
      onChangeRef.current(undefined);
    }
  }, [resetKey]);

  return (
    // The widget's own checkbox carries its accessible label ("I'm not a robot"); ours titles the block.
    <Input.Wrapper label={label} error={error}>
      <altcha-widget ref={widgetRef} language={WIDGET_LANGUAGES[i18n.language] ?? 'fr-fr'} name="captcha" />
    </Input.Wrapper>
  );
}
