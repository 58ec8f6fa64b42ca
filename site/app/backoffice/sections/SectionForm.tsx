import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { slugify } from '@pallone/core';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { DraftBanner } from '../forms/DraftBanner.tsx';
import { draftKey } from '../forms/localDraft.ts';
import { useLocalDraft } from '../forms/useLocalDraft.ts';
import { RemoveImageBox } from '../forms/RemoveImageBox.tsx';
import { SLUG_MAX_LENGTH } from '../forms/rules.ts';
import { FormGrid } from '../news/Field.tsx';
import { ImageInput } from '../news/ImageInput.tsx';
import { FormActions } from '../FormActions.tsx';
import { Panel } from '../ui.ts';
import { writeErrorMessage } from '../writeErrorMessage.ts';
import { FormField } from './FormField.tsx';
import { imageUrl } from './rowValues.ts';
import type { FormValues, Row, SectionConfig } from './sectionTypes.ts';
import { useDeleteRecord, useSaveRecord } from './useSectionWrites.ts';

interface Props {
  config: SectionConfig;
  /** The record to edit; absent to create one. */
  row?: Row;
  onSaved: (row: Row) => void;
  onDeleted: (row: Row) => void;
  onCancel: () => void;
  /** The clock a new record's dates start at (tests fix it). */
  now?: () => Date;
}

/**
 * A section's create/edit form from its descriptors: validated in the browser like on the server (zod), an image
 * with preview where the server takes one, delete after confirmation, the server's message on failure; with
 * `form.autosave`, unsaved values kept in the browser and offered back on opening (decision 054).
 */
export function SectionForm({ config, row, onSaved, onDeleted, onCancel, now = () => new Date() }: Props) {
  const { form } = config;
  const { register, control, handleSubmit, getValues, setValue, formState, watch, reset } =
    useForm<FormValues>({
      resolver: zodResolver(form.schema),
      defaultValues: row ? form.toForm(row) : form.empty(now()),
    });
  const save = useSaveRecord(config);
  const remove = useDeleteRecord(config);
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const id = typeof row?.id === 'number' ? row.id : undefined;
  const storedImage = row ? imageUrl(row) : null;
  const draft = useLocalDraft(
    { watch, reset },
    {
      key: form.autosave ? draftKey(config.key, id) : null,
      savedAt: typeof row?.updatedAt === 'string' ? row.updatedAt : undefined,
      now,
    },
  );

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ data: form.toData(values), id, image, removeImage });
      draft.clear();
      onSaved(saved);
    } catch (error) {
      setFailure(writeErrorMessage(error));
    }
  });

  async function confirmDelete() {
    setConfirming(false);
    if (!row || id === undefined) return;
    setFailure(null);
    try {
      await remove.mutateAsync(id);
      onDeleted(row);
    } catch (error) {
      setFailure(writeErrorMessage(error));
    }
  }

  const fillSlug = () => {
    const from = form.slugFrom;
    if (from && getValues('pallonecomSlug') === '')
      setValue('pallonecomSlug', slugify(String(getValues(from)), SLUG_MAX_LENGTH), {
        shouldValidate: formState.isSubmitted,
      });
  };

  return (
    <Panel>
      <h1>{row ? `Modifica ${config.noun} #${String(id)}: ${config.nameOf(row)}` : config.newTitle}</h1>
      <DraftBanner draft={draft} />
      <form onSubmit={submit} noValidate aria-label={row ? `Modifica ${config.noun}` : config.newTitle}>
        <FormGrid>
          {form.fields.map((spec) => (
            <FormField
              key={spec.name}
              spec={spec}
              prefix={config.key}
              register={register}
              control={control}
              errors={formState.errors}
              onBlur={spec.name === form.slugFrom ? fillSlug : undefined}
            />
          ))}
          {form.image && (
            <div style={{ gridColumn: '1 / -1' }}>
              <label htmlFor={`${config.key}-image`}>Immagine</label>
              <ImageInput
                id={`${config.key}-image`}
                currentUrl={removeImage ? null : storedImage}
                file={image}
                onFile={setImage}
              />
              {storedImage && (
                <RemoveImageBox checked={removeImage} disabled={image !== null} onChange={setRemoveImage} />
              )}
            </div>
          )}
        </FormGrid>
        <FormActions
          failure={failure}
          submitting={formState.isSubmitting}
          onCancel={onCancel}
          onDelete={row && config.deleteIn ? () => setConfirming(true) : undefined}
        />
      </form>
      {form.extras && <form.extras row={row} data={() => form.toData(getValues())} />}
      {confirming && row && (
        <ConfirmDialog
          message={config.deleteQuestion?.(row) ?? `Eliminare "${config.nameOf(row)}"?`}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Panel>
  );
}
