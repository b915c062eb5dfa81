/**
 * Copy a text with a confirmation toast, or share it with the system's share sheet (Web Share API)
 * where the device has one, copying it otherwise.
 */
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/use-translation';

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older webviews: a hidden text area and the legacy copy command.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const isCopied = document.execCommand('copy');
  area.remove();
  if (!isCopied) {
    throw new Error('copy refused');
  }
}

export function useClipboardShare() {
  const { t } = useTranslation(['accounts', 'common']);
  const closeLabel = t('toasts.close', { ns: 'common' });

  const copy = async (text: string, confirmation: string): Promise<void> => {
    try {
      await writeClipboard(text);
      notifications.show({
        message: confirmation,
        color: 'teal',
        autoClose: 3000,
        closeButtonProps: { 'aria-label': closeLabel },
      });
    } catch {
      notifications.show({
        message: t('iban.copyFailed'),
        color: 'red',
        closeButtonProps: { 'aria-label': closeLabel },
      });
    }
  };

  const share = async (data: { title: string; text: string }, copyText: string, confirmation: string) => {
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') {
          return;
        }
      }
    }
    await copy(copyText, confirmation);
  };

  return { copy, share };
}
