// Checkout's form fields: the shared labelled input and checkbox in checkout's look (co-field, co-check).
import { CheckboxField as SharedCheckbox, FormField, type CheckboxFieldProps, type FormFieldProps } from '../../../components/FormField';

export function Field(props: Omit<FormFieldProps, 'block'>) {
  return <FormField block="co" {...props} />;
}

export function CheckboxField(props: Omit<CheckboxFieldProps, 'block'>) {
  return <SharedCheckbox block="co" {...props} />;
}
