export { LoadingRegion, Skeleton, SkeletonLines, type LoadingRegionProps, type SkeletonProps } from './skeleton';
