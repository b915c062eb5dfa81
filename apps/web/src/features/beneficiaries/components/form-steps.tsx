/** Where the user is in adding a payee: details, confirmation code, done. */
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import classes from './form-steps.module.css';

const STEPS = ['details', 'confirm', 'done'] as const;

export function FormSteps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation('beneficiaries');
  return (
    <ol className={classes.steps} aria-label={t('steps.label')}>
      {STEPS.map((step, index) => {
        const state = index < current || current === 2 ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={classes.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={classes.bar} />
            <span className={classes.label}>
              <span className={classes.number} aria-hidden>
                {state === 'done' ? <IconCheck size={12} stroke={3} /> : index + 1}
              </span>
              {t(`steps.${step}`)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
