/**
 * A photo and the button that replaces it, from the phone's camera or files (a listing's, a farm's):
 * the file goes as it is to `path` (the server checks its type and size, re-encodes it to a small
 * WebP and strips its metadata, decision 035); a refusal is said in words, the photo kept.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { backOfficeFailure, putFile, type BackOfficeFailure } from '../backoffice/api'

export function PhotoUpload<T>({
  src,
  alt,
  label,
  path,
  editable = true,
  onUploaded,
}: {
  src: string
  alt: string
  /** The button's words (what the photo is of). */
  label: ReactNode
  /** The API path the file is PUT to, under `/api`. */
  path: string
  editable?: boolean
  /** After the server has the photo: its answer, to keep on the device. */
  onUploaded: (answer: T) => Promise<void> | void
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<BackOfficeFailure | null>(null)
  const upload = async (file: File) => {
    setBusy(true)
    setFailure(null)
    try {
      await onUploaded(await putFile<T>(path, file))
    } catch (error) {
      const found = backOfficeFailure(error)
      setFailure(found.fields.some((f) => f.code === 'unsupported_image') ? { ...found, message: t`This file is not a photo we can use: choose a JPEG, PNG or WebP picture.` } : found)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="bo-photo">
      <img src={src} alt={alt} width="160" height="120" className="bo-photo__img" />
      {editable ? (
        <label className="button">
          {busy ? <Trans>Uploading the photo…</Trans> : label}
          <input
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={busy}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0]
              if (file) void upload(file)
              e.currentTarget.value = ''
            }}
          />
        </label>
      ) : null}
      {failure?.message ? (
        <p className="bo-form__error" role="alert">
          {failure.message}
        </p>
      ) : null}
    </div>
  )
}
