// Cursor paging arguments shared by every paged query (lobbyPage, leaderboard, ratingHistory):
// `first` (1-100) and `after`, a cursor from the previous page. Each query states its own
// default page size and what its items are.
import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';

export function PageArgs(defaultFirst: number, firstDescription: string, afterDescription: string) {
  @ArgsType()
  abstract class Page {
    @Field(() => Int, { defaultValue: defaultFirst, description: firstDescription })
    @IsInt()
    @Min(1, { message: 'first must be between 1 and 100' })
    @Max(100, { message: 'first must be between 1 and 100' })
    first: number;
    @Field(() => String, { nullable: true, description: afterDescription })
    @IsOptional()
    @IsString()
    @Length(1, 200)
    after?: string | null;
  }
  return Page;
}
