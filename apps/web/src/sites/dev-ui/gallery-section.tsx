import type { ReactNode } from 'react';

/** A titled group of examples; `id` lets a test or a reader jump to it. */
export function GallerySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="gallery__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** One state of a component, named, so the page reads as a list of states. */
export function GalleryState({
  name,
  children,
  focus,
}: {
  name: string;
  children: ReactNode;
  focus?: boolean;
}) {
  return (
    <div className="gallery__state">
      <h3 className="gallery__state-name">{name}</h3>
      {/* The focus ring drawn as if focused: the real one needs a keyboard. */}
      <div className={focus ? 'gallery__example gallery__example--focus' : 'gallery__example'}>
        {children}
      </div>
    </div>
  );
}
