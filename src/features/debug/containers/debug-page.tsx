/**
 * /RD_Debug: a developer helper page. The spec describes it as "a helper page in Chinese", so its
 * texts (namespace `debug`) are the same Traditional Chinese in every locale, whatever language
 * the rest of the interface uses. It uses the app's own envelope module and configured secrets only.
 */
import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import { env } from '@/config/env';
import { DebugTools } from '../components/debug-tools';
import { decryptInput, encryptPayload } from '../lib/debug-envelope';

export default function DebugPage() {
  const { t } = useTranslation('debug');
  const notice = useNotice();

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notice.toast(t('copied'), { tone: 'success' });
    } catch {
      notice.toast(t('copyFailed'), { tone: 'error' });
    }
  };

  return (
    <section lang="zh-Hant-TW">
      <h1 className="mb-4 text-xl font-semibold text-slate-900">{t('title')}</h1>
      <DebugTools
        apiBase={env.apiBase}
        encrypt={(json) => encryptPayload(json, env)}
        decrypt={(text) => decryptInput(text, env)}
        onCopy={(text) => void copy(text)}
      />
    </section>
  );
}
