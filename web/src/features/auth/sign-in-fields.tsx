import { useId, useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { EyeIcon, EyeOffIcon } from '../../ui/icons';

export interface SignInFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
}

/**
 * A labelled field for the sign-in page (plain markup, styled by ./sign-in.css), with the
 * behaviour of ui/form/text-field.tsx: the error (a contract message) in the current language,
 * tied to the input for assistive technology.
 */
export function SignInField({ label, name, value, onChange, error, type = 'text', required, autoComplete, reveal }: SignInFieldProps & { reveal?: boolean }) {
  const { t } = useI18n();
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  const input = (
    <input
      id={id}
      name={name}
      type={reveal ? (visible ? 'text' : 'password') : type}
      value={value}
      required={required}
      autoComplete={autoComplete}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <div className="signin-field" role="group">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="signin-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {reveal ? (
        <div className="signin-input-group">
          {input}
          <button
            type="button"
            className="signin-icon-button"
            aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      ) : (
        input
      )}
      {error && (
        <span id={errorId} className="signin-error" aria-live="polite">
          {error}
        </span>
      )}
    </div>
  );
}
