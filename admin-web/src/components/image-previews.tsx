// Thumbnails of images already stored (kept on save) or just chosen, each with a remove button.
import { useEffect, useMemo } from 'react';
import { thumbnailUrl } from '../lib/images';

function FilePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <Preview src={url} label={file.name} onRemove={onRemove} />;
}

function Preview({ src, label, onRemove }: { src: string; label: string; onRemove: () => void }) {
  return (
    <figure className="preview">
      <img src={src} alt={label} />
      <button type="button" className="preview-remove" aria-label={`Remove ${label}`} onClick={onRemove}>
        ×
      </button>
    </figure>
  );
}

interface ImagePreviewsProps {
  kept: string[];
  files: File[];
  onKeptChange: (kept: string[]) => void;
  onFilesChange: (files: File[]) => void;
}

export function ImagePreviews({ kept, files, onKeptChange, onFilesChange }: ImagePreviewsProps) {
  if (kept.length + files.length === 0) return null;
  return (
    <div className="previews span-2">
      {kept.map((path, index) => (
        <Preview
          key={path}
          src={thumbnailUrl(path)}
          label={`current image ${index + 1}`}
          onRemove={() => onKeptChange(kept.filter((p) => p !== path))}
        />
      ))}
      {files.map((file, index) => (
        <FilePreview
          key={`${file.name}-${file.size}-${file.lastModified}`}
          file={file}
          onRemove={() => onFilesChange(files.filter((_, i) => i !== index))}
        />
      ))}
    </div>
  );
}
