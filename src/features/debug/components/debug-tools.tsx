import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field-parts';
import { cn } from '@/lib/cn';
import { requestBody, type DecryptOutcome, type EncryptOutcome } from '../lib/debug-envelope';
import { Callout } from '@/components/ui/callout';

export type DebugToolsProps = {
  apiBase: string;
  encrypt: (json: string) => EncryptOutcome;
  decrypt: (text: string) => DecryptOutcome;
  onCopy: (text: string) => void;
};

const area = cn(inputClass, 'min-h-28 font-mono text-xs');

function Labelled({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

function Problem({ children }: { children: ReactNode }) {
  return (
    <Callout as="p" tone="error" role="alert" className="font-medium">
      {children}
    </Callout>
  );
}

/** Encrypts a payload, decrypts params and builds a request body with the app's own envelope functions (passed in). */
export function DebugTools({ apiBase, encrypt, decrypt, onCopy }: DebugToolsProps) {
  const { t } = useTranslation('debug');
  const id = useId();
  const [payload, setPayload] = useState('{\n  "username": "admin"\n}');
  const [sealed, setSealed] = useState<EncryptOutcome | null>(null);
  const [showBody, setShowBody] = useState(false);
  const [cipher, setCipher] = useState('');
  const [opened, setOpened] = useState<DecryptOutcome | null>(null);
  const body = sealed?.ok ? requestBody(sealed) : '';

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        {t('intro')} <span className="font-mono">{t('apiBase', { apiBase })}</span>
      </p>
      <div className="grid gap-6 xl:grid-cols-2">
        <section
          aria-labelledby={`${id}-enc`}
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id={`${id}-enc`} className="text-lg font-semibold text-slate-900">
            {t('encrypt.heading')}
          </h2>
          <Labelled id={`${id}-payload`} label={t('encrypt.input')}>
            <textarea
              id={`${id}-payload`}
              className={area}
              spellCheck={false}
              value={payload}
              onChange={(e) => setPayload(e.target.value)}
            />
          </Labelled>
          <Button
            onClick={() => {
              setSealed(encrypt(payload));
              setShowBody(false);
            }}
          >
            {t('encrypt.submit')}
          </Button>
          {sealed && !sealed.ok && (
            <Problem>
              {sealed.error === 'invalidJson'
                ? t('errors.invalidJson', { detail: sealed.detail ?? '' })
                : t('errors.emptyInput')}
            </Problem>
          )}
          {sealed?.ok && (
            <div className="space-y-3">
              <Labelled id={`${id}-params`} label={t('encrypt.params')}>
                <textarea id={`${id}-params`} readOnly className={area} value={sealed.params} />
              </Labelled>
              <Labelled id={`${id}-key`} label={t('encrypt.key')}>
                <input id={`${id}-key`} readOnly className={cn(inputClass, 'font-mono text-xs')} value={sealed.key} />
              </Labelled>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setShowBody(true)}>
                  {t('encrypt.buildBody')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setCipher(sealed.params);
                    setOpened(null);
                  }}
                >
                  {t('encrypt.useForDecrypt')}
                </Button>
              </div>
              {showBody && (
                <div className="space-y-2">
                  <Labelled id={`${id}-body`} label={t('encrypt.body')}>
                    <textarea id={`${id}-body`} readOnly className={area} value={body} />
                  </Labelled>
                  <Button variant="ghost" size="sm" onClick={() => onCopy(body)}>
                    {t('encrypt.copyBody')}
                  </Button>
                </div>
              )}
            </div>
          )}
        </section>

        <section
          aria-labelledby={`${id}-dec`}
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id={`${id}-dec`} className="text-lg font-semibold text-slate-900">
            {t('decrypt.heading')}
          </h2>
          <Labelled id={`${id}-cipher`} label={t('decrypt.input')}>
            <textarea
              id={`${id}-cipher`}
              className={area}
              spellCheck={false}
              value={cipher}
              onChange={(e) => setCipher(e.target.value)}
            />
          </Labelled>
          <Button onClick={() => setOpened(decrypt(cipher))}>{t('decrypt.submit')}</Button>
          {opened && !opened.ok && <Problem>{t(`errors.${opened.error}`)}</Problem>}
          {opened?.ok && (
            <div className="space-y-2">
              {opened.checksum === 'valid' && (
                <p role="status" className="text-sm font-medium text-green-800">
                  {t('decrypt.checksumValid')}
                </p>
              )}
              <Labelled id={`${id}-json`} label={t('decrypt.output')}>
                <textarea id={`${id}-json`} readOnly className={area} value={opened.json} />
              </Labelled>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
