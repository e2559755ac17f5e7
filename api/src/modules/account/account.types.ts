// GraphQL shapes of accounts: the member (`User`) as they see themselves, inputs and payloads.
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Sex } from '../user/user.entity.js';
import { AccountErrorCode } from './account.codes.js';

registerEnumType(AccountErrorCode, { name: 'AccountErrorCode' });
registerEnumType(Sex, { name: 'Sex', description: 'male, female or confidential (SPEC section 5)' });

@ObjectType({ description: 'A problem the user can fix; the message is English, clients translate by code' })
export class AccountError {
  @Field(() => AccountErrorCode)
  code!: AccountErrorCode;

  @Field(() => String, { nullable: true, description: 'The input the error is about' })
  field?: string;

  @Field()
  message!: string;

  @Field(() => Int, { nullable: true, description: 'RATE_LIMITED: seconds until a new attempt is accepted' })
  retryAfterSeconds?: number;
}

@ObjectType('User', { description: 'A member: the signed-in person as they see themselves' })
export class UserView {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'The account: its email address' })
  email!: string;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  nickName?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  birthday?: string | null;

  @Field(() => Sex, { nullable: true })
  sex?: Sex | null;

  @Field()
  locale!: string;

  @Field({ description: 'False for an account made by a purchase and opened with a mailed link' })
  hasPassword!: boolean;

  @Field({ description: 'The member proved the address (a mailed code or link)' })
  emailVerified!: boolean;

  @Field()
  vip!: boolean;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  vipUntil?: Date | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;
}

@ObjectType({ description: 'The account after the change; null when refused (see errors)' })
export class AccountPayload {
  @Field(() => UserView, { nullable: true })
  user?: UserView;

  @Field(() => [AccountError])
  errors!: AccountError[];
}

@ObjectType({ description: 'A code or link was mailed if the address can use it; the answer never says whether it has an account' })
export class AccountMailPayload {
  @Field()
  sent!: boolean;

  @Field(() => [AccountError])
  errors!: AccountError[];
}

@InputType()
export class SignUpInput {
  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field()
  password!: string;

  @Field()
  confirmPassword!: string;

  @Field({ description: 'The privacy agreement was ticked' })
  agreePrivacy!: boolean;
}

@InputType()
export class PasswordResetInput {
  @Field()
  email!: string;

  @Field()
  code!: string;

  @Field()
  password!: string;

  @Field()
  confirmPassword!: string;
}

@InputType()
export class PasswordChangeInput {
  @Field(() => String, { nullable: true, description: 'Required when the account has a password' })
  currentPassword?: string | null;

  @Field()
  password!: string;

  @Field()
  confirmPassword!: string;
}

@InputType({ description: 'Fields left out stay as they are; an empty string clears an optional one' })
export class ProfileInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  nickName?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  birthday?: string | null;

  @Field(() => Sex, { nullable: true })
  sex?: Sex | null;

  @Field(() => String, { nullable: true, description: 'One of the nine interface locales' })
  locale?: string | null;
}
