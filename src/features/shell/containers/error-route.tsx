import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorPage, type ErrorPageProps } from '../components/error-page';

export default function ErrorRoute({ status }: { status: ErrorPageProps['status'] }) {
  const navigate = useNavigate();
  return <ErrorPage status={status} onGoHome={() => navigate(paths.home())} />;
}
