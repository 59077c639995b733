import { useState, type FormEvent } from 'react';
import { useTranslation, type UserDto, apiFailureSummary } from 'shared-lib';
import { hasMinRole, ROLES, ROLE_RANKS, type Role } from 'shared-lib/domain';

/** Accounts per page of the list (the API allows up to 100). */
const USERS_PAGE_SIZE = 50;

export interface UsersPage {
  items: UserDto[];
  total: number;
}
import { KitchenDisplays } from '../displays/kitchen-displays';
import { staffApi } from '../server-state/staff-api';

/**
 * Users: the kitchen displays (MANAGER and up), then for ADMIN and up the accounts and their roles, as the API allows
 * (never one's own, never at or above one's rank).
 */
export function UsersPage({ me }: { me: UserDto }) {
  const { t } = useTranslation(['admin', 'vocabulary']);
  const accounts = hasMinRole(me.role, 'ADMIN');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const users = staffApi.useUsersQuery(
    { page, pageSize: USERS_PAGE_SIZE, ...(search.trim() ? { q: search.trim() } : {}) },
    { skip: !accounts, refetchOnMountOrArgChange: true },
  );
  const [changeRole] = staffApi.useChangeRoleMutation();
  const [createStaff] = staffApi.useCreateStaffMutation();
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / USERS_PAGE_SIZE)) : 1;
  const [message, setMessage] = useState('');
  const [draft, setDraft] = useState({ name: '', email: '', password: '', role: 'STAFF' as Role });
  const below = ROLES.filter((r) => ROLE_RANKS[r] < ROLE_RANKS[me.role]);
  const change = async (id: string, role: Role) => {
    try {
      await changeRole({ id, role }).unwrap();
      setMessage(t('saved'));
    } catch (error) {
      setMessage(apiFailureSummary(error, t('loadError')));
    }
  };
  const create = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await createStaff(draft).unwrap();
      setMessage(t('users.created'));
      setDraft({ name: '', email: '', password: '', role: 'STAFF' });
    } catch (error) {
      setMessage(apiFailureSummary(error, t('loadError')));
    }
  };
  return (
    <section>
      <h1>{t('section.users')}</h1>
      <KitchenDisplays />
      {accounts && (
        <>
          {message && <p role="status">{message}</p>}
          <label className="admin-toolbar">
            {t('users.search')}
            <input
              type="search"
              value={search}
              maxLength={100}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          </label>
          {users.data?.items.length === 0 && <p>{t('users.none')}</p>}
          <ul className="admin-list">
            {users.data?.items.map((u) => (
              <li key={u.id} className="admin-row">
                <span className="admin-row-name">
                  {u.name} &lt;{u.email}&gt;
                </span>
                <select
                  aria-label={t('users.role', { name: u.name })}
                  value={u.role}
                  disabled={u.id === me.id || ROLE_RANKS[u.role] >= ROLE_RANKS[me.role]}
                  onChange={(e) => change(u.id, e.target.value as Role)}
                >
                  {ROLES.map((r) => (
                    <option key={r} value={r} disabled={ROLE_RANKS[r] >= ROLE_RANKS[me.role]}>
                      {t(`vocabulary:roles.${r}`)}
                    </option>
                  ))}
                </select>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="admin-actions" aria-label={t('orders.page', { page, pages })}>
              <button type="button" className="admin-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('orders.previous')}
              </button>
              <span>{t('orders.page', { page, pages })}</span>
              <button type="button" className="admin-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('orders.next')}
              </button>
            </nav>
          )}
          <form className="admin-card admin-form" onSubmit={create}>
            <h2>{t('users.create')}</h2>
            <label>
              {t('users.name')} <input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            </label>
            <label>
              {t('email')} <input type="email" value={draft.email} onChange={(e) => setDraft({ ...draft, email: e.target.value })} />
            </label>
            <label>
              {t('password')} <input type="password" value={draft.password} onChange={(e) => setDraft({ ...draft, password: e.target.value })} />
            </label>
            <select
              aria-label={t('users.role', { name: draft.name || '—' })}
              value={draft.role}
              onChange={(e) => setDraft({ ...draft, role: e.target.value as Role })}
            >
              {below
                .filter((r) => r !== 'CUSTOMER')
                .map((r) => (
                  <option key={r} value={r}>
                    {t(`vocabulary:roles.${r}`)}
                  </option>
                ))}
            </select>
            <button type="submit" className="admin-button">
              {t('users.create')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
