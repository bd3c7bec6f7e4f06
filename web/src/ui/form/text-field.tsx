import type { ReactNode } from 'react';
import { Field, Input } from '@chakra-ui/react';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  type?: string;
  placeholder?: string;
  required?: boolean;
  autoComplete?: string;
  helperText?: string;
  /** Replaces the plain input (the password field brings its own). */
  children?: ReactNode;
}

/** A labelled field whose error (a contract message) shows in the current language. */
export function TextField(props: TextFieldProps) {
  const { label, name, value, onChange, onBlur, error, type = 'text', placeholder, required, autoComplete, helperText, children } = props;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children ?? (
        <Input
          name={name}
          type={type}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText color="error.fg">{error}</Field.ErrorText>}
    </Field.Root>
  );
}
