import { useState } from 'react';

/** Up to two initials (spec §9): first and last name, else the e-mail's first letter. */
export function initialsOf(person: { firstName: string; lastName: string; email: string }): string {
  const initials = [person.firstName, person.lastName]
    .map((name) => name.trim().charAt(0))
    .filter(Boolean)
    .join('');
  return (initials || person.email.charAt(0)).toUpperCase().slice(0, 2);
}

/**
 * The profile photo, or the initials when there is none or it fails to load (a photo URL is
 * short-lived; `onPhotoError` lets the caller fetch a fresh one). Decorative: the control around it
 * carries the name.
 */
export function UserAvatar({
  person,
  photoUrl,
  className = 'size-9 text-sm',
  onPhotoError,
}: {
  person: { firstName: string; lastName: string; email: string };
  photoUrl: string | null;
  className?: string;
  onPhotoError?: () => void;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPhoto = photoUrl && photoUrl !== failedUrl;
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-700 font-semibold text-white dark:bg-brand-300 dark:text-brand-950 ${className}`}
    >
      {showPhoto ? (
        <img
          src={photoUrl}
          alt=""
          className="size-full object-cover"
          onError={() => {
            setFailedUrl(photoUrl);
            onPhotoError?.();
          }}
        />
      ) : (
        initialsOf(person)
      )}
    </span>
  );
}
