// The `{type}` of the others-registration routes, read from the path: `group` or `work`, or undefined
// for anything else (a link typed by hand), which the screens answer with a way back.
import { useParams } from 'wouter';
import { isOthersType, type OthersType } from '@fairpass/domain/delegates';

export function useOthersType(): OthersType | undefined {
  const { type } = useParams<{ type: string }>();
  return isOthersType(type) ? type : undefined;
}
