// A way to pay offered for one exam in one country.
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import type { Localized } from '../../shared/locale.js';
import { Exam } from '../exam/exam.entity.js';
import { Country } from './country.entity.js';

export enum PaymentMethodCode {
  CARD = 'card',
  PAYPAL = 'paypal',
}

@Entity()
@Unique({ properties: ['exam', 'country', 'code'] })
export class PaymentMethod {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Exam, { deleteRule: 'cascade' })
  exam!: Rel<Exam>;

  @ManyToOne(() => Country, { fieldName: 'country' })
  country!: Rel<Country>;

  @Enum({ items: () => PaymentMethodCode, nativeEnumName: 'payment_method_code' })
  code!: PaymentMethodCode;

  @Property({ type: 'jsonb' })
  titles!: Localized;

  @Property()
  position!: number;

  @Property({ default: true })
  enabled: boolean & Opt = true;
}
