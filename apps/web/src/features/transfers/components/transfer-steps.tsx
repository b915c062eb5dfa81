/** Where the customer is in the transfer: details, review, confirmation. */
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import classes from './transfer-steps.module.css';

const STEPS = ['form', 'review', 'done'] as const;
export type TransferStep = (typeof STEPS)[number];

export function TransferSteps({ current }: { current: TransferStep }) {
  const { t } = useTranslation('transfers');
  const currentIndex = STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')} className={classes.root}>
      <ol className={classes.list}>
        {STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={classes.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={classes.dot} aria-hidden>
                {state === 'done' || (state === 'current' && step === 'done') ? (
                  <IconCheck size={14} stroke={3} />
                ) : (
                  index + 1
                )}
              </span>
              <span className={classes.label}>{t(`steps.${step}`)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
