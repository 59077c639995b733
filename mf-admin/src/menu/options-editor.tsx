import { useTranslation } from 'shared-lib';
import { SUPPORTED_LANGUAGES, type Language } from 'shared-lib/domain';
import { keyFor, type AdminOptionGroup, type Texts } from './admin-menu';

/** The field errors of one name (`prefix.az`, `prefix.en`...) by language. */
const nameErrors = (errors: Record<string, string>, prefix: string) =>
  Object.fromEntries(SUPPORTED_LANGUAGES.flatMap((l) => (errors[`${prefix}.${l}`] ? [[l, errors[`${prefix}.${l}`]!]] : [])));

/** The four names of a group or an option, side by side. */
function NameFields({ idPrefix, name, onChange, errors }: { idPrefix: string; name: Texts; onChange: (name: Texts) => void; errors: Record<string, string> }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-langs">
      {SUPPORTED_LANGUAGES.map((l) => (
        <label key={l}>
          {t('menu.nameIn', { lang: t(`languageNames.${l}`) })}
          <input
            id={`${idPrefix}-${l}`}
            value={name[l] ?? ''}
            aria-invalid={errors[l] ? true : undefined}
            onChange={(e) => onChange({ ...name, [l]: e.target.value })}
          />
          {errors[l] && <span className="admin-error">{errors[l]}</span>}
        </label>
      ))}
    </div>
  );
}

/**
 * Option groups (size, extras) as a form: each group's names, whether a choice is required and whether several may
 * be chosen, and its options with their names and price differences (typed with a comma or a point).
 */
export function OptionsEditor({
  groups,
  onChange,
  errors,
  prefix,
}: {
  groups: AdminOptionGroup[];
  onChange: (groups: AdminOptionGroup[]) => void;
  errors: Record<string, string>;
  prefix: string;
}) {
  const { t, i18n } = useTranslation('admin');
  // a group or an option by its name in the staff member's language, else the first name it has
  const nameOf = (name: Texts, fallback: string) => name[i18n.language as Language] || SUPPORTED_LANGUAGES.map((l) => name[l]).find(Boolean) || fallback;
  const setGroup = (gi: number, group: AdminOptionGroup) => onChange(groups.map((g, i) => (i === gi ? group : g)));
  return (
    <fieldset className="admin-options" data-testid="options-editor">
      <legend>{t('menu.options')}</legend>
      {groups.map((group, gi) => (
        <fieldset key={gi} className="admin-option-group" data-testid={`option-group-${group.key}`}>
          <legend>{nameOf(group.name, t('menu.newGroup'))}</legend>
          <NameFields
            idPrefix={`${prefix}-g${gi}`}
            name={group.name}
            errors={nameErrors(errors, `customizations.${gi}.name`)}
            onChange={(name) => setGroup(gi, { ...group, name })}
          />
          <label>
            <input type="checkbox" checked={group.required} onChange={(e) => setGroup(gi, { ...group, required: e.target.checked })} />{' '}
            {t('menu.groupRequired')}
          </label>
          <label>
            <input type="checkbox" checked={group.multiple} onChange={(e) => setGroup(gi, { ...group, multiple: e.target.checked })} />{' '}
            {t('menu.groupMultiple')}
          </label>
          <ul className="admin-list">
            {group.options.map((option, oi) => {
              const error = errors[`customizations.${gi}.options.${oi}.priceDelta`];
              return (
                <li key={oi} className="admin-option" data-testid={`option-${group.key}-${option.key}`}>
                  <NameFields
                    idPrefix={`${prefix}-g${gi}-o${oi}`}
                    name={option.name}
                    errors={nameErrors(errors, `customizations.${gi}.options.${oi}.name`)}
                    onChange={(name) => setGroup(gi, { ...group, options: group.options.map((o, i) => (i === oi ? { ...o, name } : o)) })}
                  />
                  <label>
                    {t('menu.priceDelta')}
                    <input
                      inputMode="decimal"
                      size={7}
                      value={option.priceDelta}
                      aria-invalid={error ? true : undefined}
                      onChange={(e) => setGroup(gi, { ...group, options: group.options.map((o, i) => (i === oi ? { ...o, priceDelta: e.target.value } : o)) })}
                    />
                  </label>
                  {error && <p className="admin-error">{error}</p>}
                  <button
                    type="button"
                    className="admin-secondary"
                    onClick={() => setGroup(gi, { ...group, options: group.options.filter((_, i) => i !== oi) })}
                  >
                    {t('menu.removeOption', { option: nameOf(option.name, option.key) })}
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="admin-actions">
            <button
              type="button"
              className="admin-secondary"
              onClick={() =>
                setGroup(gi, {
                  ...group,
                  options: [
                    ...group.options,
                    {
                      key: keyFor(
                        `option-${group.options.length + 1}`,
                        group.options.map((o) => o.key),
                      ),
                      name: {},
                      priceDelta: '0,00',
                    },
                  ],
                })
              }
            >
              {t('menu.addOption')}
            </button>
            <button type="button" className="admin-secondary admin-danger-text" onClick={() => onChange(groups.filter((_, i) => i !== gi))}>
              {t('menu.removeGroup', { group: nameOf(group.name, group.key) })}
            </button>
          </p>
        </fieldset>
      ))}
      <button
        type="button"
        className="admin-secondary"
        onClick={() =>
          onChange([
            ...groups,
            {
              key: keyFor(
                `group-${groups.length + 1}`,
                groups.map((g) => g.key),
              ),
              name: {},
              required: false,
              multiple: false,
              options: [],
            },
          ])
        }
      >
        {t('menu.addGroup')}
      </button>
    </fieldset>
  );
}
