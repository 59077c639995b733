import { useTranslation } from 'shared-lib';
import { rolesAtLeast, type Role } from 'shared-lib/domain';

/** SPEC 6.2: 'Access Denied', the reason, the roles the page needs and the user's own role, by their names in the page's language. */
export function AccessDenied({ required, role }: { required: Role; role: Role }) {
  const { t } = useTranslation(['admin', 'vocabulary']);
  const roleName = (code: Role) => t(`vocabulary:roles.${code}`);
  return (
    <section className="admin-card admin-denied" role="alert">
      <h1>{t('denied.title')}</h1>
      <p>{t('denied.text')}</p>
      <p>{t('denied.required', { roles: rolesAtLeast(required).map(roleName).join(', ') })}</p>
      <p>{t('denied.yours', { role: roleName(role) })}</p>
    </section>
  );
}
