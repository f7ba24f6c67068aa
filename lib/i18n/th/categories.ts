export const categoriesText = {
  sports: "กีฬา",
  casino: "คาสิโน",
  card: "ไพ่",
  slot: "สล็อต",
  "hack-slot": "สูตรสล็อต",
  "slot-itp": "สล็อต ITP",
  fish: "ยิงปลา",
  lotto: "หวย",
  esports: "อีสปอร์ต",
  skill: "เกมทักษะ",
} as const;
