/** The file field: a drop label, the hidden file input and the files picked so far. */
import { useState, type ChangeEvent } from 'react';
import { Icon } from '../components/Icon';
import { describedBy, type FieldProps } from './fieldProps';
import type { UploadedFile } from './types';
import { fileType } from './validation';

function readFile(file: File): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ name: file.name, data: String(reader.result), size: file.size, type: file.type });
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function FileInput({
  id,
  name,
  field,
  value,
  error,
  disabled,
  onChange,
  onBlur,
}: FieldProps) {
  const files = Array.isArray(value) ? (value as readonly UploadedFile[]) : [];
  const [reading, setReading] = useState(false);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0) return;
    setReading(true);
    try {
      onChange([...files, ...(await Promise.all(picked.map(readFile)))]);
    } finally {
      setReading(false);
      onBlur();
    }
  };
  const accept = field.accept?.map((type) => `.${type.replace(/^\./, '')}`).join(',');
  return (
    <div className="tsu-file">
      <label className="tsu-file__drop" htmlFor={id}>
        <Icon name="upload" size={20} />
        <span>{reading ? 'Reading…' : (field.placeholder ?? 'Choose a file')}</span>
      </label>
      <input
        id={id}
        name={name}
        type="file"
        className="tsu-visually-hidden"
        multiple={field.max === undefined || field.max > 1}
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, field, error)}
        onChange={pick}
      />
      {files.length > 0 && (
        <ul className="tsu-file__list">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span className="tsu-badge tsu-badge--neutral">{fileType(file) || 'file'}</span>
              <span className="tsu-file__name">{file.name}</span>
              <button
                type="button"
                className="tsu-icon-button"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <Icon name="x" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
