import { useTranslation } from 'react-i18next';
import { isVerificationMethod } from '../schemas/verification-methods';

type MethodChooserProps = {
  methods: readonly string[];
  value: string;
  onChange: (method: string) => void;
  disabled?: boolean;
};

/** Radio choice between the second factors the server offered (7003). */
export function MethodChooser({ methods, value, onChange, disabled = false }: MethodChooserProps) {
  const { t } = useTranslation('auth');
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('verify.method')}</legend>
      <div className="flex flex-wrap gap-4">
        {methods.map((m) => (
          <label key={m} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="verification-method"
              value={m}
              checked={value === m}
              onChange={() => onChange(m)}
              className="size-4 accent-primary-600"
            />
            {isVerificationMethod(m) ? t(`verify.methods.${m}`) : m}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
