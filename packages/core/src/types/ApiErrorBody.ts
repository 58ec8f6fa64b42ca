/** The JSON body of every non-2xx API answer. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** The offending input field, for validation errors. */
  field?: string;
}
