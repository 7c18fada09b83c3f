// An <img> with srcset, sizes and intrinsic width/height derived from the stored path; lazy unless it is the LCP image.
import type { ImgHTMLAttributes } from 'react';
import { imageSource } from '../lib/images';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  path: string;
  alt: string;
  sizes: string;
  priority?: boolean;
}

export function ResponsiveImage({ path, alt, sizes, priority = false, ...rest }: Props) {
  const source = imageSource(path);
  return (
    <img
      {...rest}
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? sizes : undefined}
      width={source.width}
      height={source.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
