import type { ReactNode } from 'react';
import { useTranslation } from 'shared-lib';

/** A labelled form field with its required/optional mark and its error, tied together for screen readers. */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required !== undefined && <span className="field-mark"> ({required ? t('contact.required') : t('contact.optional')})</span>}
      </label>
      {children}
      {hint && !error && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** aria attributes of an input whose field may show an error. */
export function describedBy(id: string, error?: string, hint?: string) {
  return { 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined };
}
