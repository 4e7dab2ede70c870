import { useTranslation } from 'react-i18next';
import { isVerificationMethod } from '../schemas/verification-methods';
import { RadioGroupField, RadioOption } from '@/components/ui/choice-fields';

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
    <RadioGroupField legend={t('verify.method')} disabled={disabled}>
      {methods.map((m) => (
        <RadioOption
          key={m}
          name="verification-method"
          value={m}
          checked={value === m}
          onChange={() => onChange(m)}
          label={isVerificationMethod(m) ? t(`verify.methods.${m}`) : m}
        />
      ))}
    </RadioGroupField>
  );
}
