import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { POINTS_TYPE, type PointsType } from '../schemas/points-type';
import {
  auditFor,
  emptyPointsForm,
  pointsFormSchema,
  TRANSFER_IN_TYPES,
  type PointsFormInput,
  type PointsFormValues,
} from '../schemas/points-form';

type PointsFormOptions = {
  typeChoices: PointsType[] | null;
  multiWallet: boolean;
  deductAllowed: boolean;
  flowLimitMultiple: string | null;
};

/** The points dialog's form: its rules, the type starting on the first one offered, the audit amount following the amount. */
export function usePointsForm({ typeChoices, multiWallet, deductAllowed, flowLimitMultiple }: PointsFormOptions) {
  const schema = useMemo(() => pointsFormSchema({ multiWallet, deductAllowed }), [multiWallet, deductAllowed]);
  const form = useForm<PointsFormInput, unknown, PointsFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyPointsForm(typeChoices?.[0] ?? POINTS_TYPE.send),
  });
  const { register, watch, setValue } = form;
  const choices = typeChoices ?? [];
  const first = choices[0];
  const type = Number(watch('type')) as PointsType;
  const amount = watch('amount');
  // Registered here, in the order of the form: an invalid send focuses the first field in error.
  const typeField = register('type');
  const amountField = register('amount');
  // The choices arrive with the viewer: the type starts on the first one offered.
  const offered = choices.includes(type);
  useEffect(() => {
    if (!offered && first !== undefined) setValue('type', String(first));
  }, [offered, first, setValue]);

  const recompute = (nextAmount: string, nextType: PointsType) =>
    setValue('audit_amount', TRANSFER_IN_TYPES.includes(nextType) ? auditFor(nextAmount, flowLimitMultiple) : '0');

  return { form, choices, type, amount, typeField, amountField, recompute };
}
