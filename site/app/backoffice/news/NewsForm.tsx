import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { slugify } from '@pallone/core';
import { DateTimeInput } from '../forms/DateTimeInput.tsx';
import { RemoveImageBox } from '../forms/RemoveImageBox.tsx';
import { FormActions } from '../FormActions.tsx';
import { RefPicker } from '../pickers/RefPicker.tsx';
import type { PickerKind } from '../pickers/sources.ts';
import { Hint, Panel } from '../ui.ts';
import { Field, FormGrid } from './Field.tsx';
import { ImageInput, storedImageUrl } from './ImageInput.tsx';
import {
  emptyNews,
  newsFormSchema,
  newsToForm,
  SLUG_MAX_LENGTH,
  toNewsData,
  type NewsFormValues,
} from './newsSchema.ts';
import { NEWS_STATUS_LABELS, type NewsRow } from './newsTypes.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import { saveNews, writeErrorMessage } from './saveNews.ts';

/** The ids a news item points to, each chosen by name. */
const PICKERS: {
  name: 'authorId' | 'matchId' | 'competitionId';
  label: string;
  kind: PickerKind;
  wide?: boolean;
}[] = [
  { name: 'authorId', label: 'Autore', kind: 'author' },
  { name: 'matchId', label: 'Partita', kind: 'match', wide: true },
  { name: 'competitionId', label: 'Competizione', kind: 'competition' },
];

interface Props {
  /** The news to edit; absent to create one. */
  row?: NewsRow;
  onSaved: (row: NewsRow) => void;
  onCancel: () => void;
  /** The clock a new article's publish date starts at (tests fix it). */
  now?: () => Date;
}

const SCHEDULING_HINT =
  "Pubblicato con una data futura: l'articolo è programmato e va online da solo a quell'ora. " +
  'Una bozza non è mai pubblica.';

/** Create or edit a news item, validated like the server (zod) before POST/PUT /news. */
export function NewsForm({ row, onSaved, onCancel, now = () => new Date() }: Props) {
  const { register, control, handleSubmit, getValues, setValue, formState } = useForm<NewsFormValues>({
    resolver: zodResolver(newsFormSchema),
    defaultValues: row ? newsToForm(row) : emptyNews(now()),
  });
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const storedImage = storedImageUrl(row?.image ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSaved(await saveNews(toNewsData(values), { id: row?.id, image, removeImage }));
    } catch (error) {
      setFailure(writeErrorMessage(error));
    }
  });

  const fillSlug = () => {
    if (getValues('pallonecomSlug') === '')
      setValue('pallonecomSlug', slugify(getValues('title'), SLUG_MAX_LENGTH), {
        shouldValidate: formState.isSubmitted,
      });
  };

  return (
    <Panel>
      <h1>{row ? `Modifica news #${row.id}` : 'Nuova news'}</h1>
      <form onSubmit={submit} noValidate>
        <FormGrid>
          <Field id="news-title" label="Titolo" error={errors.title?.message} wide>
            <input id="news-title" {...register('title', { onBlur: fillSlug })} />
          </Field>
          <Field id="news-slug" label="Slug" error={errors.pallonecomSlug?.message}>
            <input id="news-slug" {...register('pallonecomSlug')} />
          </Field>
          <Field id="news-language" label="Lingua" error={errors.language?.message}>
            <select id="news-language" {...register('language')}>
              <option value="it">Italiano</option>
              <option value="en">English</option>
            </select>
          </Field>
          <Field id="news-category" label="Categoria" error={errors.category?.message}>
            <select id="news-category" {...register('category')}>
              <option value="generali">Generali</option>
              <option value="pronostici-scommesse">Pronostici e scommesse</option>
            </select>
          </Field>
          <Field id="news-status" label="Stato" error={errors.status?.message}>
            <select id="news-status" aria-describedby="news-status-hint" {...register('status')}>
              <option value="draft">{NEWS_STATUS_LABELS.draft}</option>
              <option value="published">{NEWS_STATUS_LABELS.published}</option>
            </select>
            <Hint id="news-status-hint">{SCHEDULING_HINT}</Hint>
          </Field>
          <Field id="news-published" label="Data di pubblicazione" error={errors.publishedAt?.message}>
            <Controller
              control={control}
              name="publishedAt"
              render={({ field }) => (
                <DateTimeInput
                  id="news-published"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={Boolean(errors.publishedAt)}
                />
              )}
            />
          </Field>
          <Field id="news-description" label="Descrizione" error={errors.description?.message} wide>
            <textarea id="news-description" rows={2} {...register('description')} />
          </Field>
          <Field
            id="news-keywords"
            label="Parole chiave (separate da virgola)"
            error={errors.keywords?.message}
          >
            <input id="news-keywords" {...register('keywords')} />
          </Field>
          <Field id="news-section" label="Sezione (articleSection)" error={errors.articleSection?.message}>
            <input id="news-section" {...register('articleSection')} />
          </Field>
          {PICKERS.map(({ name, label, kind, wide }) => (
            <Field key={name} id={`news-${name}`} label={label} error={errors[name]?.message} wide={wide}>
              <Controller
                control={control}
                name={name}
                render={({ field }) => (
                  <RefPicker
                    id={`news-${name}`}
                    kind={kind}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    invalid={Boolean(errors[name])}
                  />
                )}
              />
            </Field>
          ))}
          <Field id="news-image" label="Immagine" wide>
            <ImageInput
              id="news-image"
              currentUrl={removeImage ? null : storedImage}
              file={image}
              onFile={setImage}
            />
            {storedImage && (
              <RemoveImageBox checked={removeImage} disabled={image !== null} onChange={setRemoveImage} />
            )}
          </Field>
          <Field id="news-body" label="Testo" error={errors.body?.message} wide>
            <Controller
              control={control}
              name="body"
              render={({ field }) => (
                <RichTextEditor
                  id="news-body"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={Boolean(errors.body)}
                />
              )}
            />
          </Field>
        </FormGrid>
        <FormActions failure={failure} submitting={formState.isSubmitting} onCancel={onCancel} />
      </form>
    </Panel>
  );
}
