import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { buttonVariants } from '@/components/ui/button';
import { ApiDocPlaceholder } from '../components/api-doc-placeholder';

export default function ApiDocPage() {
  const { t } = useTranslation('settings');
  return (
    <ApiDocPlaceholder
      backLink={
        <Link to={paths.systemSettings()} className={buttonVariants({ variant: 'secondary' })}>
          {t('apiDoc.back')}
        </Link>
      }
    />
  );
}
