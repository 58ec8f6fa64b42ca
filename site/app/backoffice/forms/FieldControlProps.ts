/** What a form field gives its control (sections/FormField): the input's id, its value and the field's state. */
export interface FieldControlProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** The id of the field's error or hint (aria-describedby). */
  describedBy?: string;
}
