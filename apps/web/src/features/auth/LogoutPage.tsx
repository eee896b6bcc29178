import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { logout } from '../../lib/logout';

/** /logout: ends the session on the server, then goes to the login page. */
export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    void logout().then(() => navigate('/login', { replace: true }));
  }, [navigate]);
  return (
    <span aria-live="polite">
      {t('shell.loggingOut')}
      <PageLoader />
    </span>
  );
}
