// An upload's progress bar (lib/use-image-upload.ts): a labelled bar with the percentage written
// on it, or a slim one without (under the profile photo, where there is no room for text).
export function UploadProgress({ label, percent, slim = false }: { label: string; percent: number; slim?: boolean }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      className={`overflow-hidden rounded-full bg-surface-2 ${slim ? 'h-2 w-40' : 'h-6'}`}
    >
      {slim ? (
        <div className="h-full bg-brand transition-[width]" style={{ width: `${Math.max(percent, 5)}%` }} />
      ) : (
        <div className="flex h-full items-center justify-center bg-brand text-xs font-semibold text-on-brand transition-[width]" style={{ width: `${Math.max(percent, 8)}%` }}>
          {percent}%
        </div>
      )}
    </div>
  );
}
