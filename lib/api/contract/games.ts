import { z } from "zod";
import { defineCall } from "./define";

export const categoryKeys = [
  "sports",
  "casino",
  "card",
  "slot",
  "hack-slot",
  "slot-itp",
  "fish",
  "lotto",
  "esports",
  "skill",
] as const;
export const category = z.enum(categoryKeys);
export type Category = z.infer<typeof category>;

export const game = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  provider: z.string(),
  category,
  image: z.string(),
  is_new: z.boolean().default(false),
  is_hot: z.boolean().default(false),
  rtp: z.number().nullable().default(null),
  volatility: z.enum(["low", "medium", "high"]).nullable().default(null),
});
export type Game = z.infer<typeof game>;

/** SPEC.md's `GET /customers/{product}`: the games of one category. */
export const customersProduct = defineCall({
  method: "GET",
  path: "/api/customers/{product}",
  summary: "The games of one category (product)",
  auth: false,
  params: z.object({ product: category }),
  response: z.object({ data: z.array(game) }),
});

export const hotGames = defineCall({
  method: "GET",
  path: "/api/games/hot",
  summary: "Hit games for the landing page",
  auth: false,
  response: z.object({ data: z.array(game) }),
});

export const gameLaunch = defineCall({
  method: "POST",
  path: "/api/games/launch",
  summary: "A short-lived, single-use launch URL for one host and game",
  auth: true,
  body: z.object({ host: z.number().int().min(1).max(7), game: z.number().int().positive().optional() }),
  response: z.object({ url: z.string() }),
});

export const activityTicket = defineCall({
  method: "POST",
  path: "/api/activity/ticket",
  summary: "A single-use, 60-second ticket for the activity site",
  auth: true,
  body: z.object({ target: z.enum(["football", "lotto"]) }),
  response: z.object({ url: z.string() }),
});
