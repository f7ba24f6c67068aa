import type { Metadata } from "next";
import { PageShell, Card, prose } from "@/components/page/page-shell";

export const metadata: Metadata = { title: "นโยบายความเป็นส่วนตัว" };

/** The privacy policy, in plain Thai: what we keep, why, and for how long. */
export default function PrivacyPolicyPage() {
  return (
    <PageShell title="นโยบายความเป็นส่วนตัว" lead="ปรับปรุงล่าสุด 1 มกราคม 2024">
      <Card className={prose}>
        <h2>ข้อมูลที่เราเก็บ</h2>
        <p>เบอร์โทรศัพท์ ชื่อ-นามสกุล บัญชีธนาคารที่ใช้ฝาก-ถอน วันเกิด (เพื่อยืนยันอายุ 20 ปีขึ้นไป) และประวัติการทำรายการ</p>
        <h2>เราใช้ข้อมูลเพื่อ</h2>
        <ul>
          <li>ยืนยันตัวตนด้วยรหัส OTP และป้องกันการสมัครแทนผู้อื่น</li>
          <li>ฝาก-ถอนเงินเข้าบัญชีที่ลงทะเบียนไว้เท่านั้น</li>
          <li>ตรวจจับการใช้งานผิดปกติ เช่น การเดารหัสผ่าน</li>
        </ul>
        <h2>ความปลอดภัย</h2>
        <p>รหัสผ่านถูกเก็บแบบเข้ารหัสทางเดียว (argon2id) เซสชันเก็บในคุกกี้ที่สคริปต์อ่านไม่ได้ และไม่มีรหัสผ่านหรือโทเคนอยู่ในลิงก์ใด ๆ</p>
        <h2>สิทธิของคุณ</h2>
        <p>ขอดู แก้ไข หรือลบข้อมูลได้โดยติดต่อฝ่ายบริการลูกค้า 24 ชั่วโมง</p>
      </Card>
    </PageShell>
  );
}
